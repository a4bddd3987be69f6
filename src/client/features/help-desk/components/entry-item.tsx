import { ChevronDown, FileText, Link2, PlayCircle, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LOCAL_VIDEO_PATH, type HelpDeskEntry } from '#shared/help-desk/entries';
import { HELP_DESK_TEXT as T } from '#shared/help-desk/messages';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

function Badge({ children, className }: { children: string; className: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', className)}>{children}</span>;
}

function NewTabButton({ href, label, icon: Icon }: { href: string; label: string; icon: LucideIcon }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/**
 * Our own uploads play here, in the entry: the file's answer is sandboxed with
 * `Cross-Origin-Resource-Policy: same-origin`, so in a tab of its own the player has an opaque
 * origin and may not load it; embedded in our page it is a same-origin request and plays.
 */
function EmbeddedVideo({ src, label }: { src: string; label: string }) {
  return (
    <video
      className="aspect-video w-full max-w-2xl rounded-md bg-black"
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
    />
  );
}

/** One question: collapsed to its question and badges, opened to the answer and its links. */
export function EntryItem({ entry }: { entry: HelpDeskEntry }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const ownVideo = entry.videoUrl && LOCAL_VIDEO_PATH.test(entry.videoUrl) ? entry.videoUrl : null;
  const externalVideo = entry.videoUrl && !ownVideo ? entry.videoUrl : null;
  return (
    <li className="rounded-lg border bg-card shadow-sm">
      <button
        type="button"
        className="flex w-full items-start gap-3 rounded-lg p-4 text-left hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="grid flex-1 gap-2">
          <span className="font-medium break-words">{entry.question}</span>
          {entry.videoUrl || entry.pdfAttachment || entry.linkUrl ? (
            <span className="flex flex-wrap gap-1.5">
              {entry.videoUrl ? <Badge className="bg-red-100 text-red-800">Video</Badge> : null}
              {entry.pdfAttachment ? <Badge className="bg-blue-100 text-blue-800">PDF</Badge> : null}
              {entry.linkUrl ? <Badge className="bg-green-100 text-green-800">Link</Badge> : null}
            </span>
          ) : null}
        </span>
        <ChevronDown
          className={cn('mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {isOpen ? (
        <div id={panelId} className="grid gap-4 border-t px-4 pt-3 pb-4">
          <p className="break-words whitespace-pre-wrap">{entry.answer}</p>
          <p className="text-sm text-muted-foreground">
            {T.createdBy} {entry.createdBy}
          </p>
          {ownVideo ? <EmbeddedVideo src={ownVideo} label={`${T.videoTutorial}: ${entry.question}`} /> : null}
          {externalVideo || entry.pdfAttachment || entry.linkUrl ? (
            <div className="flex flex-wrap gap-2">
              {externalVideo ? <NewTabButton href={externalVideo} label={T.videoTutorial} icon={PlayCircle} /> : null}
              {entry.pdfAttachment ? (
                <NewTabButton href={entry.pdfAttachment.url} label={T.viewPdf} icon={FileText} />
              ) : null}
              {entry.linkUrl ? <NewTabButton href={entry.linkUrl} label={T.visitLink} icon={Link2} /> : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
