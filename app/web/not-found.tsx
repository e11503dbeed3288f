import { ListNotFound } from "@/components/list/ListNotFound";

/** `/web/?slug=` naming no list answers 404 with the friendly not-found screen. */
export default function WebNotFound() {
  return <ListNotFound />;
}
