import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Smaller chunks compile quickly anyway; the comment would only add bytes to each of them. */
const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/**
 * Marks the larger JavaScript chunks of the browser build with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines ignore the comment). Our chunks run as
 * soon as they load: React, the router and the page hydrate at once. Without the hint V8 only
 * pre-parses each function and compiles it on the main thread when it is first called, in the middle
 * of hydration; with it, V8 compiles them eagerly on a background thread while the file streams in.
 * Measured on the home page (10 loads each, Chromium trace): main-thread JavaScript after the first
 * paint 146 -> 103 ms (median). Added after minification, which would drop the comment.
 */
const compileHints: Plugin = {
  name: "v8-compile-hints",
  apply: "build",
  generateBundle(_options, bundle) {
    if (this.environment.config.consumer !== "client") return;
    for (const file of Object.values(bundle)) {
      if (file.type === "chunk" && file.code.length >= COMPILE_HINT_MIN_BYTES)
        file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
    }
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints],
  build: { assetsInlineLimit: 0 },
});
