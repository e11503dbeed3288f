import { NotFoundScreen } from "@/components/NotFoundScreen";

/** Every unknown address answers 404 with a page in the visitor's language (not Next's English default). */
export default function NotFound() {
  return <NotFoundScreen kind="page" />;
}
