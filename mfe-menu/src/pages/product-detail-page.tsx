import { PATHS } from '@campus/catalogue/paths';
import { Link, useParams } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { useNotFoundStatus } from '@campus/ui/page-status';
import { StatusState } from '@campus/ui/status-state';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { PackageX } from 'lucide-react';
import { ProductDetail } from '../components/product-detail';
import { findDetailProduct } from '../domain/product-detail-catalogue';

/** /product/{id} and /menu/product: the catalogue is empty, so this shows 'Product Not Found' (SPEC §2, §8). */
export function ProductDetailPage() {
  const product = findDetailProduct(useParams().id);
  useDocumentTitle(product ? product.title : 'Product Not Found');
  if (product) return <ProductDetail product={product} />;
  return <ProductNotFound />;
}

/** SPEC §8: 'Product Not Found' — a 404 when rendered on a server. */
function ProductNotFound() {
  useNotFoundStatus();
  return (
    <StatusState
      icon={<PackageX className="h-12 w-12" />}
      title="Product Not Found"
      actions={
        <>
          <Link to={PATHS.menu} className={buttonClasses('primary')}>
            Back to Menu
          </Link>
          <Link to={PATHS.smartValue} className={buttonClasses('outline')}>
            Sandwiches & Snacks
          </Link>
        </>
      }
    >
      <p>We couldn't find that product. Our sandwiches, drinks and snacks are on the Smart Value page.</p>
    </StatusState>
  );
}
