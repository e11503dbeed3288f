export { GET, POST, PUT, PATCH, DELETE, OPTIONS } from "../list_create.php/route";
