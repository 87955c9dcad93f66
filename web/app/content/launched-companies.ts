import { launchedCompanies, type LaunchedCompany } from '../../../shared/showcase.ts';

/** The companies with these ids, in the given order (the stories a page shows). */
export function companiesById(ids: readonly string[]): LaunchedCompany[] {
  return ids.map((id) => {
    const company = launchedCompanies.find((candidate) => candidate.id === id);
    if (!company) throw new Error(`Onbekend bedrijf: ${id}`);
    return company;
  });
}
