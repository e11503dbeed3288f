export { GET, POST, PUT, PATCH, DELETE, OPTIONS } from "../list.owner.login/route";
