export { GET, POST, PUT, PATCH, DELETE } from "../list_create.php/route";
