import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CONSENT_ASK_ATTRIBUTE, CONSENT_KEY, consentBootstrapScript, COOKIE_SETTINGS_ATTRIBUTE } from "./consent";

interface FakeScript {
  id?: string;
  async?: boolean;
  src?: string;
}

/** Run the inline head script in a fresh context with fake browser globals. */
function runBootstrap(gaId: string | null, stored: string | null, options: { storageThrows?: boolean } = {}) {
  const appended: FakeScript[] = [];
  const created: string[] = [];
  const htmlAttributes: Record<string, string> = {};
  const listeners: Record<string, (event: { target: unknown }) => void> = {};
  const context: Record<string, unknown> = {
    localStorage: {
      getItem(key: string) {
        if (options.storageThrows) throw new Error("SecurityError");
        return key === CONSENT_KEY ? stored : null;
      },
    },
    document: {
      addEventListener(type: string, listener: (event: { target: unknown }) => void) {
        listeners[type] = listener;
      },
      documentElement: {
        setAttribute(name: string, value: string) {
          htmlAttributes[name] = value;
        },
      },
      createElement(tag: string): FakeScript {
        created.push(tag);
        return {};
      },
      head: {
        appendChild(el: FakeScript) {
          appended.push(el);
        },
      },
    },
  };
  context.window = context;
  vm.runInNewContext(consentBootstrapScript(gaId), context);
  // gtag pushes `arguments` objects; turn them into plain arrays.
  const calls = (context.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args));
  return { calls, appended, created, context, htmlAttributes, listeners };
}

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

describe("consentBootstrapScript", () => {
  it("shows the cookie notice again when the footer's cookie-settings button is clicked", () => {
    const { htmlAttributes, listeners } = runBootstrap(null, "accepted");
    expect(htmlAttributes[CONSENT_ASK_ATTRIBUTE]).toBeUndefined();
    const other = { closest: () => null };
    listeners.click!({ target: other });
    expect(htmlAttributes[CONSENT_ASK_ATTRIBUTE]).toBeUndefined();
    const button = { closest: (selector: string) => (selector === `[${COOKIE_SETTINGS_ATTRIBUTE}]` ? button : null) };
    listeners.click!({ target: button });
    expect(htmlAttributes[CONSENT_ASK_ATTRIBUTE]).toBe("");
  });

  it("is valid JavaScript and defines window.gtag and window.dataLayer", () => {
    const { context } = runBootstrap(null, null);
    expect(typeof context.gtag).toBe("function");
    expect(Array.isArray(context.dataLayer)).toBe(true);
  });

  it("sets every Consent Mode v2 signal to denied by default, first", () => {
    const { calls } = runBootstrap("G-ABC1234", null);
    expect(calls[0]![0]).toBe("consent");
    expect(calls[0]![1]).toBe("default");
    expect(calls[0]![2]).toMatchObject(denied);
  });

  it("without a stored choice sends no update and loads no tag", () => {
    const { calls, appended } = runBootstrap("G-ABC1234", null);
    expect(calls.filter((c) => c[0] === "consent" && c[1] === "update")).toEqual([]);
    expect(appended).toEqual([]);
  });

  it("with stored 'accepted' follows the default with an update to granted", () => {
    const { calls } = runBootstrap(null, "accepted");
    const defaultIndex = calls.findIndex((c) => c[0] === "consent" && c[1] === "default");
    const updateIndex = calls.findIndex((c) => c[0] === "consent" && c[1] === "update");
    expect(updateIndex).toBeGreaterThan(defaultIndex);
    expect(calls[updateIndex]![2]).toEqual(granted);
  });

  it("with stored 'declined' sends no granted update", () => {
    const { calls, appended } = runBootstrap("G-ABC1234", "declined");
    expect(calls.some((c) => c[0] === "consent" && c[1] === "update")).toBe(false);
    expect(appended).toEqual([]);
  });

  it("with a measurement id and accepted consent appends the Google tag script", () => {
    const { appended, calls } = runBootstrap("G-ABC1234", "accepted");
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toContain("googletagmanager.com");
    expect(appended[0]!.src).toContain("id=G-ABC1234");
    expect(appended[0]!.async).toBe(true);
    expect(calls.some((c) => c[0] === "config" && c[1] === "G-ABC1234")).toBe(true);
  });

  it("without a measurement id appends no script even when accepted", () => {
    const { appended, created, calls } = runBootstrap(null, "accepted");
    expect(appended).toEqual([]);
    expect(created).toEqual([]);
    expect(calls.some((c) => c[0] === "config")).toBe(false);
  });

  it("survives blocked storage and keeps the denied default", () => {
    const { calls, appended } = runBootstrap("G-ABC1234", "accepted", { storageThrows: true });
    expect(calls[0]![2]).toMatchObject(denied);
    expect(calls.some((c) => c[1] === "update")).toBe(false);
    expect(appended).toEqual([]);
  });

  it("marks <html> to show the cookie banner only while no choice is stored", () => {
    expect(runBootstrap(null, null).htmlAttributes).toEqual({ [CONSENT_ASK_ATTRIBUTE]: "" });
    expect(runBootstrap(null, "something else").htmlAttributes).toEqual({ [CONSENT_ASK_ATTRIBUTE]: "" });
    expect(runBootstrap(null, "accepted", { storageThrows: true }).htmlAttributes).toEqual({
      [CONSENT_ASK_ATTRIBUTE]: "",
    });
    expect(runBootstrap(null, "accepted").htmlAttributes).toEqual({});
    expect(runBootstrap("G-ABC1234", "declined").htmlAttributes).toEqual({});
  });

  it("embeds the measurement id safely as a JSON string", () => {
    expect(consentBootstrapScript("G-ABC1234")).toContain('var id="G-ABC1234";');
    expect(consentBootstrapScript(null)).toContain("var id=null;");
  });
});
