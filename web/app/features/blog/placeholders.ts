import {
  brand,
  claims,
  formatEuro,
  formatNumber,
  formatPercent,
  priceParts,
  priceText,
  prices,
  replyTime,
  taxYear,
  timelines,
  vatStatus,
  withVat,
} from '../../../../shared/business-facts.ts';
import { marketFigures } from './market-figures.ts';
import { bvRetainedProfit, starterIncomeTax } from './worked-examples.ts';

const euroRange = ({ from, to }: { from: number; to: number }) => `${formatEuro(from)} tot ${formatEuro(to)}`;
/** What others charge, as businesses are quoted: without btw, and said so. */
const marketPrice = (range: { from: number; to: number }, unit = '') => `${euroRange(range)}${unit} ${vatStatus.excl}`;
const starter = starterIncomeTax();
const dga = bvRetainedProfit();

/** Our own prices, which an article names only through these: incl. btw first, the excl. amount beside it. */
const ourPrices = {
  'pakketten.vanaf': prices.packagesFrom,
  'prijs.crm': prices.systems.crm,
  'prijs.boekingssysteem': prices.systems.booking,
  'prijs.kassasysteem': prices.systems.pos,
  'prijs.verkoopdashboard': prices.systems.salesDashboard,
  'prijs.webshopdashboard': prices.systems.webshopDashboard,
  'prijs.ai-assistent': prices.systems.aiAssistant,
} as const;

/**
 * The agency's own facts, written in an article as {key} and filled in from the business-facts module
 * when the site is built, so a new name, price or reply time never needs 22 articles edited.
 */
export const articlePlaceholders: Readonly<Record<string, string>> = {
  merk: brand.name,
  'bedrijven.gelanceerd': claims.businessesLaunched,
  'intake.duur': claims.intakeDuration,
  'intake.reactietijd': replyTime.span,
  'kennismaking.duur': `${claims.introCallMinutes} minuten`,
  ...Object.fromEntries(Object.entries(ourPrices).map(([key, amount]) => [key, priceText(amount)])),
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
  'urencriterium.per-week': formatNumber(Math.round(taxYear.hoursCriterion / 52)),
  'aftrek.maximaal-tarief': formatPercent(taxYear.deductionCapRatePercent, 2),
  'mkb-winstvrijstelling': formatPercent(taxYear.smeProfitExemptionPercent),
  'dga.gebruikelijk-loon': formatEuro(taxYear.dgaCustomarySalary),
  'vpb.tarief-laag': formatPercent(taxYear.corporateTax.lowRatePercent),
  'vpb.grens': formatEuro(taxYear.corporateTax.lowRateUpTo),
  'vpb.tarief-hoog': formatPercent(taxYear.corporateTax.highRatePercent),
  'btw.hoog': formatPercent(taxYear.vat.generalPercent),
  'btw.laag': formatPercent(taxYear.vat.reducedPercent),
  'box2.tarief-laag': formatPercent(taxYear.box2.lowRatePercent, 1),
  'box2.tarief-hoog': formatPercent(taxYear.box2.highRatePercent),
  // What others charge, which several articles quote: one figure for one thing (market-figures.ts).
  'markt.boekhouding-eenmanszaak': marketPrice(marketFigures.bookkeepingSoleTraderPerYear, ' per jaar'),
  'markt.boekhouder-per-maand': marketPrice(marketFigures.bookkeeperPerMonth, ' per maand'),
  'markt.kosten-bv': marketPrice(marketFigures.bvPerYear, ' per jaar'),
  'markt.notaris-bv': marketPrice(marketFigures.notaryBv),
  'markt.logo-bureau': marketPrice(marketFigures.logoAgency),
  'markt.ondernemingsplan-bureau': marketPrice(marketFigures.businessPlanAgency),
  'markt.omslagpunt-bv': formatEuro(marketFigures.bvBreakEvenProfit),
  // The worked examples, computed from the tax year (worked-examples.ts), so they still add up next year.
  'voorbeeld.winst': formatEuro(starter.profit),
  'voorbeeld.na-aftrekken': formatEuro(starter.afterDeductions),
  'voorbeeld.mkb-vrijstelling': formatEuro(starter.smeExemption),
  'voorbeeld.belastbaar': formatEuro(starter.taxable),
  'voorbeeld.schijf-2-deel': formatEuro(starter.inBracket2),
  'voorbeeld.belasting-schijf-1': formatEuro(starter.taxBracket1),
  'voorbeeld.belasting-schijf-2': formatEuro(starter.taxBracket2),
  'voorbeeld.belasting': formatEuro(starter.tax),
  'voorbeeld.reservering': formatEuro(starter.reserve),
  'voorbeeld.bv-winst': formatEuro(dga.profit),
  'voorbeeld.bv-na-loon': formatEuro(dga.afterSalary),
  'voorbeeld.bv-vpb': formatEuro(dga.corporateTax),
  'voorbeeld.bv-blijft': formatEuro(dga.retained),
};

/**
 * Replaces every {key}; an unknown key, or a figure typed where its placeholder belongs (see typedFigures), stops
 * the build with the file's name, so a typo or a figure that would go stale never goes live.
 */
export function fillPlaceholders(source: string, fileName: string): string {
  const typed = typedFigures(source, fileName);
  if (typed.length > 0) throw new Error(`Een artikel typt cijfers die uit de bedrijfsfeiten moeten komen:\n${typed.join('\n')}`);
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

/*
 * Figures typed instead of their placeholder. A figure the facts module holds must come from it, or next
 * year's update misses the article. To keep false alarms rare, a distinctive figure (€ 85,15, 38.883, 37,56%)
 * fails anywhere, while a common one (21%, € 20.000, € 1.200) fails only in a sentence that names its subject,
 * so "21% meer klanten" or "€ 20.000 startkapitaal" stay free to write.
 */
const SUBJECT = {
  btw: /\bbtw\b|\bbtw-|omzetbelasting/i,
  vpb: /vennootschapsbelasting|\bvpb\b/i,
  kor: /\bkor\b|\beu-kor\b|kleineondernemersregeling|kleine-ondernemersregeling/i,
  zelfstandigenaftrek: /zelfstandigenaftrek/i,
  dga: /\bdga\b|\bdga['’]s\b|directeur-grootaandeelhouder|gebruikelijk(e)? loon/i,
  box2: /box 2|aanmerkelijk belang|dividend/i,
  bv: /\bbv\b|\bbv['’]s\b|besloten vennootschap/i,
  bookkeeping: /boekhoud|administratie|aangifte|eenmanszaak|zzp/i,
  notary: /notaris/i,
  logo: /logo/i,
  plan: /plan\b/i,
};

/** The placeholders whose figure a sentence may not type; a subject makes the check contextual. */
const checkedPlaceholders: ReadonlyArray<readonly [key: string, subject?: RegExp]> = [
  ['kvk.inschrijving'],
  ['ib.tarief-1'],
  ['ib.grens-1'],
  ['ib.tarief-2'],
  ['ib.grens-2'],
  ['ib.toptarief'],
  ['aftrek.starters'],
  ['urencriterium'],
  ['mkb-winstvrijstelling'],
  ['dga.gebruikelijk-loon'],
  ['vpb.tarief-hoog'],
  ['kor.drempel', SUBJECT.kor],
  ['kor.eu-drempel', SUBJECT.kor],
  ['aftrek.zelfstandigen', SUBJECT.zelfstandigenaftrek],
  ['vpb.tarief-laag', SUBJECT.vpb],
  ['vpb.grens', SUBJECT.vpb],
  ['btw.hoog', SUBJECT.btw],
  ['btw.laag', SUBJECT.btw],
  ['aftrek.maximaal-tarief'],
  ['box2.tarief-laag'],
  ['box2.tarief-hoog', SUBJECT.box2],
  ['markt.boekhouding-eenmanszaak', SUBJECT.bookkeeping],
  ['markt.boekhouder-per-maand', SUBJECT.bookkeeping],
  ['markt.kosten-bv', SUBJECT.bv],
  ['markt.notaris-bv', SUBJECT.notary],
  ['markt.logo-bureau', SUBJECT.logo],
  ['markt.ondernemingsplan-bureau', SUBJECT.plan],
  ['markt.omslagpunt-bv', SUBJECT.bv],
  // Our own prices: always through their placeholder.
  ['pakketten.vanaf'],
  ['prijs.crm'],
  ['prijs.boekingssysteem'],
  ['prijs.kassasysteem'],
  ['prijs.verkoopdashboard'],
  ['prijs.webshopdashboard'],
  ['prijs.ai-assistent'],
];

/**
 * Figures that were once in the articles and are wrong now, with what to write instead. These are looked for
 * in the whole paragraph, not only the sentence: "Als dga ... Starters mogen 75% daarvan ..." is one mistake.
 */
const wrongFigures: ReadonlyArray<{ pattern: RegExp; subject?: RegExp; shown: string; instead: string }> = [
  { pattern: numberPattern('51,95'), shown: '€ 51,95', instead: 'de KvK-inschrijving van vóór 2023; schrijf {kvk.inschrijving}' },
  {
    pattern: percentPattern('36,97'),
    shown: '36,97%',
    instead: 'dit tarief heeft nooit bij deze schijven gehoord; schrijf {ib.tarief-1} tot {ib.grens-1} en {ib.tarief-2} tot {ib.grens-2}',
  },
  { pattern: numberPattern('75.624'), shown: '€ 75.624', instead: 'een schijfgrens die nooit heeft bestaan; schrijf {ib.grens-2}' },
  {
    pattern: percentPattern('35,70'),
    shown: '35,70%',
    instead: 'dat was het voorstel van Prinsjesdag 2025, niet het aangenomen tarief; schrijf {ib.tarief-1}',
  },
  {
    pattern: numberPattern('79.137'),
    shown: '€ 79.137',
    instead: 'dat was de voorgestelde grens van Prinsjesdag 2025, niet de aangenomen; schrijf {ib.grens-2}',
  },
  {
    pattern: percentPattern('75'),
    subject: SUBJECT.dga,
    shown: '75% bij het gebruikelijk loon',
    instead: 'die marge voor de dga is per 1 januari 2023 afgeschaft; schrijf het normbedrag {dga.gebruikelijk-loon}',
  },
  {
    pattern: numberPattern('42.000'),
    subject: SUBJECT.dga,
    shown: '€ 42.000 als gebruikelijk loon',
    instead: 'dat was 75% van het oude normbedrag, en die marge is per 1 januari 2023 afgeschaft; schrijf {dga.gebruikelijk-loon}',
  },
  {
    pattern: numberPattern('25.000'),
    subject: SUBJECT.kor,
    shown: '€ 25.000 bij de KOR',
    instead: 'de omzetgrens van de KOR is {kor.drempel}',
  },
];

/*
 * Our other prices (packages, the calculator's parts) have no placeholder: an article links to /services or the
 * calculator instead of naming them. They all end in 99, which the round market figures articles quote do not,
 * so only those are looked for; the website prices (€ 1.500 ...) are round and would catch market figures.
 */
const placeholderAmounts = new Set<number>(Object.values(ourPrices));
const otherPrices = [
  ...new Set([...Object.values(prices.packages).flatMap(({ from, to }) => [from, to]), ...Object.values(prices.startupCosts)]),
]
  .filter((amount) => amount % 100 === 99 && !placeholderAmounts.has(amount))
  // Either amount a page shows: without btw, and with it.
  .flatMap((amount) => [formatEuro(amount), formatEuro(withVat(amount))])
  .map((amount) => ({ shown: amount.replace(/\s/g, ' '), pattern: euroPattern(amount) }));

/** "38.883" as a whole number: not part of "138.883" or "38.883,50". */
function numberPattern(digits: string): RegExp {
  return new RegExp(`(?<![\\d.,])${digits.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`);
}

/** "35,70%", "35,7 %" or "35,7 procent": a published rate, also typed without its trailing zero. */
function percentPattern(digits: string): RegExp {
  const variants = new Set([digits, digits.replace(/,?0+$/, '')]);
  const numbers = [...variants].map((variant) => variant.replace(/[.]/g, '\\.')).join('|');
  return new RegExp(`(?<![\\d.,])(?:${numbers})\\s?(?:%|procent\\b)`, 'i');
}

/** "€ 1.999", also typed "€1.999" or with a non-breaking space. */
function euroPattern(value: string): RegExp {
  return new RegExp(`€\\s?${value.replace(/^€\s/, '').replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`);
}

/** The pattern a placeholder's filled-in value is typed as: "€ 85,15" as 85,15; "21%" as a percentage. */
function patternOfValue(value: string): RegExp {
  const percent = /^([\d.,]+)%$/.exec(value);
  if (percent) return percentPattern(percent[1]!);
  const euro = /^€\s([\d.,]+)$/.exec(value);
  // A small euro amount (our "vanaf € 149") is only that price with its euro sign before it.
  if (euro && !/[.,]/.test(euro[1]!)) return euroPattern(value);
  return numberPattern((euro ? euro[1] : value)!);
}

/**
 * How a placeholder's value is recognised when typed; a range as a range ("€ 500 tot € 1.500", "tussen € 500 en
 * € 1.500"), so two amounts that merely share a table row are left alone.
 */
function matcherOfValue(value: string): (sentence: string) => boolean {
  const range = /^€\s([\d.,]+) tot €\s([\d.,]+)/.exec(value);
  if (range) {
    const [from, to] = [range[1]!, range[2]!].map((digits) => `€\\s?${digits.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`);
    const pattern = new RegExp(`${from}\\s*(?:tot|-|–)\\s*${to}|tussen\\s+${from}\\s+en\\s+${to}`);
    return (sentence) => pattern.test(sentence);
  }
  const pattern = patternOfValue(value);
  return (sentence) => pattern.test(sentence);
}

/**
 * A placeholder's figure as a writer would type it: the value itself, a market range without its "excl. btw",
 * and each of our prices as either of its two amounts.
 */
function typedFormsOf(key: string): string[] {
  if (key in ourPrices) {
    const { incl, excl } = priceParts(ourPrices[key as keyof typeof ourPrices]);
    return [excl, incl];
  }
  return [articlePlaceholders[key]!.replace(` ${vatStatus.excl}`, '')];
}

/** Placeholders with the same figure and subject are one check, whose message names them all. */
const groups = new Map<string, { keys: string[]; subject?: RegExp; figure: string; origin: string }>();
for (const [key, subject] of checkedPlaceholders) {
  for (const figure of typedFormsOf(key)) {
    const id = `${figure}|${subject?.source ?? ''}`;
    const origin = key.startsWith('markt.') ? 'web/app/features/blog/market-figures.ts' : 'shared/business-facts.ts';
    const group = groups.get(id) ?? { keys: [], subject, figure, origin };
    groups.set(id, { ...group, keys: [...group.keys, key] });
  }
}
const figureChecks = [...groups.values()].map((group) => ({
  keys: group.keys.map((name) => `{${name}}`).join(' of '),
  origin: group.origin,
  subject: group.subject,
  shown: group.figure.replace(/\s/g, ' '),
  matches: matcherOfValue(group.figure),
}));

/*
 * Advice that must read the same in every article, on a subject rather than a figure: what bookkeeping costs
 * and how much of the profit a starter sets aside. Any amount or share typed in such a sentence fails, so a
 * second figure never creeps back in; the placeholder is the one way to write it.
 */
const adviceChecks: ReadonlyArray<{ subject: RegExp; context?: RegExp; typed: RegExp; instead: string }> = [
  {
    subject: /boekhoud|boekhouder|accountant/i,
    typed: /€\s?\d[\d.]*(?:,\d+)?(?:\s*(?:tot|à|-|–)\s*(?:€\s?)?\d[\d.]*(?:,\d+)?)?\s*(?:per|een|in de)\s+(?:maand|jaar)/i,
    instead:
      'wat boekhouding kost, staat in elk artikel hetzelfde: schrijf {markt.boekhouding-eenmanszaak}, {markt.boekhouder-per-maand} of {markt.kosten-bv}',
  },
  {
    subject: /\b(?:opzij|apart|reserveer\w*|reservering)\b/i,
    context: /\bwinst\b/i,
    typed: /(?<![\d.,])\d+(?:,\d+)?\s?(?:%|procent\b)/i,
    instead: 'het deel van je winst dat je opzij zet, is in elk artikel {ib.tarief-2}; schrijf die plaatshouder',
  },
];

/** A paragraph is a line (articles are not hard-wrapped); a table row is a line of its own. */
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/);

/**
 * Every figure of the facts module or our prices that a Markdown source types instead of its placeholder,
 * and every figure known to be wrong, as Dutch messages; empty when the source is clean.
 */
export function typedFigures(source: string, fileName: string): string[] {
  const problems: string[] = [];
  source.split('\n').forEach((paragraph, index) => {
    const where = `${fileName}:${index + 1}`;
    const sentences = sentencesOf(paragraph);
    for (const check of figureChecks) {
      if (sentences.some((sentence) => check.matches(sentence) && (!check.subject || check.subject.test(sentence))))
        problems.push(`${where}: typ „${check.shown}” niet zelf, schrijf ${check.keys}; dan komt het uit ${check.origin}.`);
    }
    for (const advice of adviceChecks) {
      const typed = sentences.find(
        (sentence) => advice.subject.test(sentence) && (!advice.context || advice.context.test(sentence)) && advice.typed.test(sentence),
      );
      if (typed) problems.push(`${where}: „${advice.typed.exec(typed)![0]}”: ${advice.instead}.`);
    }
    for (const price of otherPrices) {
      if (price.pattern.test(paragraph))
        problems.push(
          `${where}: „${price.shown}” is een prijs van ons; noem hem niet, maar link naar /services of naar de calculator op /#calculator.`,
        );
    }
    for (const wrong of wrongFigures) {
      if (wrong.pattern.test(paragraph) && (!wrong.subject || wrong.subject.test(paragraph)))
        problems.push(`${where}: „${wrong.shown}” klopt niet: ${wrong.instead}.`);
    }
  });
  return problems;
}
