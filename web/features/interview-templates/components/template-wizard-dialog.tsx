import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { TemplateWizard } from './template-wizard.tsx';

/** "Create Template": the wizard in a dialog; closing it (or creating) starts over next time. */
export function TemplateWizardDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create Template
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Interview Template</DialogTitle>
          <DialogDescription>
            Combine details, a scorecard and an agenda into a reusable setup.
          </DialogDescription>
        </DialogHeader>
        <TemplateWizard onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
