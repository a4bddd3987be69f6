import { ListPlus, ListTodo, ScanBarcode } from 'lucide-react';
import { HubCard, PageHeader } from '#client/components/hub-page';

/** Spec 03 "Critic Reviews" hub. */
export function CriticReviewsHubPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Critic Reviews" description="Add critic and publication reviews to products." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <HubCard
          href="/critic-reviews/manual"
          icon={ScanBarcode}
          title="Manual Lookup"
          description="Find a product by barcode and add a review."
        />
        <HubCard
          href="/critic-reviews/queue"
          icon={ListTodo}
          title="Queued Products"
          description="Review the queued products one after another."
        />
        <HubCard
          href="/critic-reviews/add-to-queue"
          icon={ListPlus}
          title="Add to Queue"
          description="Queue a product for review by its SKU."
        />
      </div>
    </div>
  );
}
