import type { MailAttachment, MailMessage } from "./message";
import type { MailTransport } from "./transport";

export type AttachmentRenderers = Record<
  NonNullable<MailAttachment["render"]>["kind"],
  (recordId: string, ref: NonNullable<MailAttachment["render"]>) => Promise<Buffer>
>;

/**
 * A transport that fills in attachments made at sending time (the offer PDF)
 * before the real transport sends the mail. The outbox stores the mail with a
 * reference instead of the bytes, so storing an offer does not have to render
 * its PDF. A render that fails throws: the outbox keeps the mail and tries
 * again later, as with any failed delivery.
 */
export function withRenderedAttachments(transport: MailTransport, renderers: AttachmentRenderers): MailTransport {
  return {
    kind: transport.kind,
    async send(mail: MailMessage, messageId: string) {
      await transport.send(await renderAttachments(mail, renderers), messageId);
    },
    close: () => transport.close(),
  };
}

export async function renderAttachments(mail: MailMessage, renderers: AttachmentRenderers): Promise<MailMessage> {
  if (!mail.attachments?.some((a) => a.render)) return mail;
  const attachments = await Promise.all(
    mail.attachments.map(async ({ render, ...attachment }) => {
      if (!render) return attachment;
      const content = await renderers[render.kind](render.recordId, render);
      return { ...attachment, contentBase64: content.toString("base64") };
    }),
  );
  return { ...mail, attachments };
}
