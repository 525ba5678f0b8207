// Stands in for axios/lib/adapters/fetch.js in browser builds (~4 KB gzip of the home page's
// first load). axios tries its adapters in the order xhr, http, fetch and every browser we
// serve has XMLHttpRequest, so the fetch adapter is never chosen; `false` is axios's own
// "adapter not available here" answer. Jest runs the real axios.
export const getFetch = () => false;
export default false;
