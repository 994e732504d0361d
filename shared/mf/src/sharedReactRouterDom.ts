// The react-router-dom that every app provides to the page as the shared singleton (see index.js).
// Only these exports: a shared module is not tree-shaken, and the whole of react-router 7 (data
// routers, server rendering, cookies) is 60.8 KB gzip against 13.5 KB for these. Imports
// `react-router`, which react-router-dom 7 re-exports unchanged, because a `react-router-dom` import
// here would be consumed from the share scope, i.e. from this module itself. A remote can only use
// what the shell's copy has, so shell/src/routing/sharedReactRouterDom.test.ts fails on any name
// missing here.
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
