// Remix plugin options, imported by vite.config.ts.
// BUILD_DIR lets parallel test runs build into separate folders; production uses ./build.
export default {
  buildDirectory: process.env.BUILD_DIR || "build",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
