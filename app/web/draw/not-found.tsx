import { NotFoundScreen } from "@/components/NotFoundScreen";

/** `/web/draw/?slug=` naming no draw answers 404 with the friendly not-found screen. */
export default function DrawNotFound() {
  return <NotFoundScreen kind="draw" />;
}
