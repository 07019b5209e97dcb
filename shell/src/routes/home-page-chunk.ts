/** Home's screen chunk: one import, shared by the entry module (landing on Home) and the routes. */
export const loadHomePage = () => import('./HomePage')
