export { GET, POST, PUT, PATCH, DELETE, OPTIONS } from "../item_reserve.php/route";
