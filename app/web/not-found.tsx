import { NotFoundScreen } from "@/components/NotFoundScreen";

/** `/web/?slug=` naming no list answers 404 with the friendly not-found screen. */
export default function WebNotFound() {
  return <NotFoundScreen kind="list" />;
}
