import type { NextConfig } from "next";

const assetBase = process.env.ASSET_BASE_URL ? new URL(process.env.ASSET_BASE_URL) : undefined;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: assetBase
      ? [{ protocol: assetBase.protocol.replace(":", "") as "http" | "https", hostname: assetBase.hostname, port: assetBase.port, pathname: `${assetBase.pathname.replace(/\/$/, "")}/**` }]
      : [],
  },
  experimental: {
    optimizePackageImports: ["lucide-react"],
  },
  async headers() {
    // Headers that do not depend on runtime configuration; the CSP (which names the
    // redirect allowlist) is set per request in proxy.ts.
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
        ],
      },
    ];
  },
};

export default nextConfig;
