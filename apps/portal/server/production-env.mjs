// Imported first by server.mjs: React and React Router pick their production builds from NODE_ENV when they
// are first loaded, so it has to be set before any of them is imported.
process.env.NODE_ENV ??= "production";
