import type { Preview } from "@storybook/react-vite";
import "../src/styles.css";

const preview: Preview = {
  // The product is Indonesian-only; axe checks `lang` and screen readers pick the voice from it.
  beforeAll: () => {
    document.documentElement.lang = "id";
  },
  parameters: {
    layout: "padded",
    // Axe violations fail the story's test instead of being reported as warnings.
    a11y: { test: "error" },
    viewport: {
      options: {
        mobile360: { name: "Ponsel 360 px", styles: { width: "360px", height: "740px" }, type: "mobile" },
        tablet800: { name: "Tablet 800 px", styles: { width: "800px", height: "1024px" }, type: "tablet" },
        desktop1280: { name: "Desktop 1280 px", styles: { width: "1280px", height: "900px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
