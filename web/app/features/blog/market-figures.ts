/**
 * What others charge, and one rule of thumb, as several articles quote them: kept once, so two articles never
 * give a starter two different figures for the same thing. None of these are our prices; the articles say so
 * ("op de markt", "doorgaans"). They are estimates from what Dutch notaries, bookkeepers and design agencies
 * publish; check them when the tax year changes, like taxYear in shared/business-facts.ts.
 */
export const marketFigures = {
  /**
   * Bookkeeping of an eenmanszaak a year: from a bookkeeping package alone (about € 12 a month) to a bookkeeper
   * who also files the btw and income-tax returns (bookkeeperPerMonth, twelve times).
   */
  bookkeepingSoleTraderPerYear: { from: 150, to: 1800 },
  /** A bookkeeper for a simple eenmanszaak, a month, returns included. */
  bookkeeperPerMonth: { from: 50, to: 150 },
  /** What a bv costs a year on top of an eenmanszaak: annual accounts, corporate-tax return, payroll for the DGA. */
  bvPerYear: { from: 2800, to: 6500 },
  /** A notary's fee for founding a bv, KvK fee excluded. */
  notaryBv: { from: 500, to: 1500 },
  /** A logo from a design agency, research and several concepts included. */
  logoAgency: { from: 1500, to: 4000 },
  /** An extensive business plan written by an agency or planwriter. */
  businessPlanAgency: { from: 2500, to: 7500 },
  /**
   * The profit a year from which a bv usually starts to pay off when part of the profit stays in the bv;
   * taking everything out as salary and dividend puts the point well above it (articles say so beside it).
   */
  bvBreakEvenProfit: 100000,
} as const;
