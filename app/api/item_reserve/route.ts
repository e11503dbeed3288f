export { GET, POST, PUT, PATCH, DELETE } from "../item_reserve.php/route";
