export { GET, POST, PUT, PATCH, DELETE } from "../list.owner.login/route";
