export { GET, POST, PUT, PATCH, DELETE } from "../item_unreserve.php/route";
