import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fn, within } from "storybook/test";
import { Pagination, pageWindow } from "./pagination";
import { MOBILE_360, StoryLink } from "../test/story-fixtures";

const meta = {
  component: Pagination,
  args: { page: 5, lastPage: 10, linkComponent: StoryLink },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  args: { hrefForPage: (page) => `/order?page=${page}` },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Navigasi halaman" });
    await expect(within(nav).getByRole("link", { name: /Sebelumnya/ })).toHaveAttribute("href", "/order?page=4");
    await expect(within(nav).getByRole("link", { name: /Berikutnya/ })).toHaveAttribute("href", "/order?page=6");
    const current = within(nav).getByRole("link", { name: "Halaman 5" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Halaman 10" })).toHaveAttribute("href", "/order?page=10");
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")?.replace("/order?page=", ""));
    // ‹ 1 … 4 5 6 … 10 ›
    await expect(hrefs).toEqual(["4", "1", "4", "5", "6", "10", "6"]);
    await expect(nav.querySelectorAll(".g-pagination-gap")).toHaveLength(2);
    await expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  },
};

export const LinksOnFirstPage: Story = {
  args: { page: 1, lastPage: 3, hrefForPage: (page) => `?page=${page}` },
  play: async ({ canvas }) => {
    const previous = canvas.getByText("Sebelumnya").parentElement!;
    await expect(previous.tagName).toBe("SPAN");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: /Berikutnya/ })).toHaveAttribute("href", "?page=2");
  },
};

function StatefulPagination(props: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

export const Buttons: Story = {
  args: { page: 1, lastPage: 4, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: /Sebelumnya/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Halaman 3" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole("button", { name: "Halaman 3" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: /Berikutnya/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole("button", { name: /Berikutnya/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: /Sebelumnya/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const SinglePageHidden: Story = {
  args: { page: 1, lastPage: 1, onPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: MOBILE_360,
  args: { page: 50, lastPage: 120, hrefForPage: (page) => `?page=${page}` },
  play: async ({ canvas }) => {
    // The words become arrows on a phone but remain the accessible names.
    await expect(canvas.getByRole("link", { name: /Sebelumnya/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Halaman 120" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
