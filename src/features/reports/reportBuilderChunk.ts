/** The report's builder (./reportBuilder), a chunk of its own: the dialog fetches it as it opens, the saga on Send. */
export const loadReportBuilder = () => import(/* webpackChunkName: "report-builder" */ './reportBuilder');
