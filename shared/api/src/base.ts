/** Where the API lives relative to the page; the product server serves it under /api. */
export const API_BASE = '/api';
