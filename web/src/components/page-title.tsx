import { PRODUCT_NAME } from './logo';

/** React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: get the look you love`}</title>;
}
