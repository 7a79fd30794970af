import { LoadingSpinner } from '../components/loading-spinner';

/** What a shopper sees while a page's code loads: a quiet spinner where the page will be. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <LoadingSpinner />
    </div>
  );
}
