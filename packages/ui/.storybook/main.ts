import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  // No internet on the build machines; telemetry would only time out.
  core: { disableTelemetry: true },
};

export default config;
