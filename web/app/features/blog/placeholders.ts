import { brand, claims, formatEuro, prices, replyTimes } from '../../../../shared/business-facts.ts';

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
};

/** Replaces every {key}; an unknown key stops the build with the file's name, so a typo never goes live. */
export function fillPlaceholders(source: string, fileName: string): string {
  return source.replace(/\{([a-z][a-z.-]*)\}/g, (match, key: string) => {
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
