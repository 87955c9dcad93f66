/** One question with its answer, as a page's FAQ shows it and its FAQPage data repeats it. */
export type FaqItem = { question: string; answer: string };
