// Stands in for Gatsby's register-service-worker.js: the site registers none (no-service-worker.ts).
export {};
