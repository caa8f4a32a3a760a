"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { CircleCheck } from "@/components/ui/icons/circle-check";

/** Contact: the success modal, shown until the 3-second redirect. */
export function SuccessDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        className="text-center sm:max-w-md"
        onEscapeKeyDown={(e) => e.preventDefault()}
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand" />
        <DialogTitle className="text-xl">Message Sent Successfully!</DialogTitle>
        <DialogDescription>Thank you for reaching out. We&apos;ll respond within 24 hours.</DialogDescription>
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner decorative className="size-4 text-brand" />
          Redirecting to home page...
        </p>
      </DialogContent>
    </Dialog>
  );
}
