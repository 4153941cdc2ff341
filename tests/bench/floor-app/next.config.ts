import type { NextConfig } from "next";

/**
 * The floor page of `npm run bench:floor`, built with the site's own next and react (resolved from
 * the repository's node_modules). Output stays in this folder's ignored `.next`.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
