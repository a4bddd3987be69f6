import { ImagePlus, ListChecks, Search } from 'lucide-react';
import { HubCard, PageHeader } from '#client/components/hub-page';

/** Spec 03 "Image Editing hub": three cards. */
export function ImageEditingHubPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Image Editing" description="Replace product images, or work through the image review queue." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <HubCard
          href="/image-editing/by-sku"
          icon={Search}
          title="Edit Image by SKU or Name"
          description="Find a product and replace its images."
        />
        <HubCard
          href="/image-editing/queue"
          icon={ListChecks}
          title="Image Editor Queue"
          description="Work through the products waiting for images."
        />
        <HubCard
          href="/image-editing/add-to-queue"
          icon={ImagePlus}
          title="Add to Image Review Queue"
          description="Queue product variants whose images need work."
        />
      </div>
    </div>
  );
}
