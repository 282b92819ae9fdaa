import { useUi } from "#app/lib/ui";
import { toast } from "../ui/toast-store";
import { Button } from "../ui/button";

/** Web Share API where the device has it (phones); otherwise the link is copied with a toast. */
export function ShareButton({ title }: { title: string }) {
  const ui = useUi();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: ui.blog.linkCopied, description: ui.blog.linkCopiedText });
    } catch {
      toast({ title: ui.blog.shareFailed, description: url, variant: "destructive" });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {ui.blog.share}
    </Button>
  );
}
