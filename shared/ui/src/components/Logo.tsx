import logoUrl from '../assets/logo.svg';
import { PRODUCT_NAME } from '../hooks/usePageTitle';

/** The logo mark and product name. The mark is decorative: the name next to it says it all. */
export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="bn-logo">
      <img src={logoUrl} alt={showName ? '' : PRODUCT_NAME} width={32} height={32} />
      {showName ? <span className="bn-logo__name">{PRODUCT_NAME}</span> : null}
    </span>
  );
}
