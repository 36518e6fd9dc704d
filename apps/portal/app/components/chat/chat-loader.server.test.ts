import { describe, expect, it } from "vitest";
import { chatConfig } from "../../../server/chat-config.mjs";
import { CHAT_DELAY_MS, chatLoaderScript } from "./chat-loader.server";
import { CHAT_DISMISSED_KEY } from "./chat-dismissal";

describe("the chat widget's inline loader", () => {
  it("waits for load plus 5 s, skips a widget closed with Tutup, and hands the panel its settings", () => {
    const script = chatLoaderScript(chatConfig({ SUPPORT_WHATSAPP: "6281234567890" }), "bantuan@griya.id", false)!;
    expect(CHAT_DELAY_MS).toBe(5000);
    expect(script).toMatch(/^addEventListener\("load",/);
    expect(script).toContain(`},5000)`);
    expect(script).toContain(CHAT_DISMISSED_KEY);
    expect(script).toContain('"whatsapp":"6281234567890"');
    expect(script).toContain('"helpPath":"/help"');
  });

  it("is absent with the mobile flag and with CHAT_PROVIDER=none", () => {
    expect(chatLoaderScript(chatConfig({}), "bantuan@griya.id", true)).toBeNull();
    expect(chatLoaderScript(chatConfig({ CHAT_PROVIDER: "none" }), "bantuan@griya.id", false)).toBeNull();
  });

  it("loads a configured provider regardless of the built-in panel's Tutup, and cannot be closed early by markup", () => {
    const script = chatLoaderScript(
      chatConfig({ CHAT_PROVIDER: "crisp", CHAT_SITE_ID: "3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f" }),
      "</script><b>@griya.id",
      false,
    )!;
    expect(script).not.toContain(CHAT_DISMISSED_KEY);
    expect(script).toContain('"provider":"crisp"');
    expect(script).not.toContain("</script>");
  });
});
