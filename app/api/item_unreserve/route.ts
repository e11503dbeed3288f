export { GET, POST, PUT, PATCH, DELETE, OPTIONS } from "../item_unreserve.php/route";
