import {
  brand,
  claims,
  formatEuro,
  formatNumber,
  formatPercent,
  prices,
  replyTimes,
  taxYear,
  timelines,
} from '../../../../shared/business-facts.ts';

/**
 * The agency's own facts, written in an article as {key} and filled in from the business-facts module
 * when the site is built, so a new name, price or reply time never needs 22 articles edited.
 */
export const articlePlaceholders: Readonly<Record<string, string>> = {
  merk: brand.name,
  'bedrijven.gelanceerd': claims.businessesLaunched,
  'intake.duur': claims.intakeDuration,
  'intake.reactietijd': `${replyTimes.intakeHours} uur`,
  'kennismaking.duur': `${claims.introCallMinutes} minuten`,
  'pakketten.vanaf': formatEuro(prices.packagesFrom),
  'prijs.crm': formatEuro(prices.systems.crm),
  'prijs.boekingssysteem': formatEuro(prices.systems.booking),
  'prijs.kassasysteem': formatEuro(prices.systems.pos),
  'prijs.verkoopdashboard': formatEuro(prices.systems.salesDashboard),
  'prijs.webshopdashboard': formatEuro(prices.systems.webshopDashboard),
  'prijs.ai-assistent': formatEuro(prices.systems.aiAssistant),
  'doorlooptijd.lancering': timelines.launch,
  'doorlooptijd.website': timelines.website,
  'doorlooptijd.ondernemingsplan': timelines.businessPlan,
  'doorlooptijd.webapp': timelines.webApp,
  // The tax year's figures: written as these placeholders, never typed, so they change in one place.
  belastingjaar: String(taxYear.year),
  'kvk.inschrijving': formatEuro(taxYear.kvkRegistrationFee),
  'ib.tarief-1': formatPercent(taxYear.incomeTax.bracket1.ratePercent, 2),
  'ib.grens-1': formatEuro(taxYear.incomeTax.bracket1.upTo),
  'ib.tarief-2': formatPercent(taxYear.incomeTax.bracket2.ratePercent, 2),
  'ib.grens-2': formatEuro(taxYear.incomeTax.bracket2.upTo),
  'ib.toptarief': formatPercent(taxYear.incomeTax.topRatePercent, 2),
  'kor.drempel': formatEuro(taxYear.kor.turnoverLimit),
  'kor.eu-drempel': formatEuro(taxYear.kor.euTurnoverLimit),
  'aftrek.zelfstandigen': formatEuro(taxYear.selfEmployedDeduction),
  'aftrek.starters': formatEuro(taxYear.starterDeduction),
  urencriterium: formatNumber(taxYear.hoursCriterion),
  'mkb-winstvrijstelling': formatPercent(taxYear.smeProfitExemptionPercent),
  'dga.gebruikelijk-loon': formatEuro(taxYear.dgaCustomarySalary),
  'vpb.tarief-laag': formatPercent(taxYear.corporateTax.lowRatePercent),
  'vpb.grens': formatEuro(taxYear.corporateTax.lowRateUpTo),
  'vpb.tarief-hoog': formatPercent(taxYear.corporateTax.highRatePercent),
  'btw.hoog': formatPercent(taxYear.vat.generalPercent),
  'btw.laag': formatPercent(taxYear.vat.reducedPercent),
};

/** Replaces every {key}; an unknown key stops the build with the file's name, so a typo never goes live. */
export function fillPlaceholders(source: string, fileName: string): string {
  return source.replace(/\{([a-z][a-z0-9.-]*)\}/g, (match, key: string) => {
    const value = articlePlaceholders[key];
    if (value === undefined)
      throw new Error(
        `${fileName}: onbekende plaatshouder ${match}; bekend zijn ${Object.keys(articlePlaceholders)
          .map((name) => `{${name}}`)
          .join(', ')}.`,
      );
    return value;
  });
}
