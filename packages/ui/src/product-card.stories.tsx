import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "./button";
import { ProductCard } from "./product-card";
import { MOBILE_360 } from "../test/story-fixtures";

const meta = {
  component: ProductCard,
  args: {
    name: "Starter",
    price: 1_200_000,
    priceSuffix: "/ tahun",
    features: ["Aktif 365 hari", "10 slot listing", "Bonus 50 koin"],
    featuresLabel: "Yang Anda dapatkan",
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const buy = fn();

export const Allowed: Story = {
  args: { badge: "Terpopuler", highlighted: true },
  render: function Render(args) {
    return <ProductCard {...args} action={<Button onClick={buy}>Beli</Button>} />;
  },
  play: async ({ canvas, userEvent }) => {
    buy.mockClear();
    const card = canvas.getByRole("article", { name: "Starter" });
    await expect(card).toHaveClass("g-product-card--highlighted");
    await expect(canvas.getByRole("heading", { level: 3, name: "Starter" })).toBeVisible();
    await expect(card).toHaveTextContent("Rp 1.200.000 / tahun");
    const list = canvas.getByRole("list", { name: "Yang Anda dapatkan" });
    await expect(list.querySelectorAll("li")).toHaveLength(3);
    await expect(canvas.getByText("Terpopuler")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Beli" }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};
export const NotAllowed: Story = {
  args: {
    name: "Upgrade ke Pro",
    price: 987_000,
    originalPrice: 1_800_000,
    priceSuffix: undefined,
    allowed: false,
    disabledMessage: "Upgrade hanya bisa dilakukan jika masa aktif membership lebih dari 30 hari. Silakan perpanjang.",
    action: <Button>Beli</Button>,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "Upgrade ke Pro" });
    await expect(card).toHaveClass("g-product-card--disabled");
    await expect(canvas.queryByRole("button", { name: "Beli" })).toBeNull();
    await expect(card).toHaveAccessibleDescription(/lebih dari 30 hari/);
    // The struck-through normal price is announced as such.
    await expect(card.querySelector("del")).toHaveTextContent("Rp 1.800.000");
    await expect(card).toHaveTextContent("Harga normal Rp 1.800.000 Rp 987.000");
  },
};

export const Mobile360Row: Story = {
  globals: MOBILE_360,
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      <ProductCard {...args} action={<Button fullWidth>Beli</Button>} />
      <ProductCard
        {...args}
        name="Executive"
        price={7_500_000}
        features={["Aktif 365 hari", "100 slot listing", "Bonus 500 koin", "Prioritas dukungan pelanggan"]}
        action={<Button fullWidth>Beli</Button>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article", { name: "Executive" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
