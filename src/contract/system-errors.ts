import { defineErrors } from "./define-errors.ts";

// The system module's codes: users, groups, roles and modules, and the escalation refusals (issue 12).

export const systemErrors = defineErrors("system", {
  system_profile_privilege_required: {
    status: 400,
    es: "Seleccione al menos un privilegio.",
    en: "Select at least one privilege.",
  },
  user_group_invalid: {
    status: 400,
    es: "El grupo seleccionado no existe o está inactivo.",
    en: "The chosen group does not exist or is inactive.",
  },
  user_profile_invalid: {
    status: 400,
    es: "El rol seleccionado no está activo o no pertenece al grupo.",
    en: "The chosen role is inactive or does not belong to the group.",
  },
  user_profiles_required: {
    status: 400,
    es: "Agregue al menos un grupo con su rol.",
    en: "Add at least one group with its role.",
  },
  system_group_module_forbidden: {
    status: 403,
    es: "Solo puede agregar a un grupo módulos que usted tiene.",
    en: "You can only add to a group modules you hold.",
  },
  system_group_own_forbidden: {
    status: 403,
    es: "No puede ampliar un grupo al que usted pertenece.",
    en: "You cannot widen a group you belong to.",
  },
  system_group_profile_forbidden: {
    status: 403,
    es: "No puede dar a un grupo roles con privilegios que usted no tiene en sus módulos.",
    en: "You cannot give a group roles with privileges you lack on its modules.",
  },
  system_group_region_forbidden: {
    status: 403,
    es: "Solo puede agregar a un grupo regiones que usted tiene.",
    en: "You can only add to a group regions you hold.",
  },
  system_group_tenant_forbidden: {
    status: 403,
    es: "Solo puede agregar a un grupo tenants que usted tiene.",
    en: "You can only add to a group tenants you hold.",
  },
  system_module_activate_forbidden: {
    status: 403,
    es: "Solo un usuario root puede activar módulos.",
    en: "Only a root user may activate modules.",
  },
  system_module_rename_forbidden: {
    status: 403,
    es: "Solo un usuario root puede renombrar módulos.",
    en: "Only a root user may rename modules.",
  },
  system_profile_not_held: {
    status: 403,
    es: "Solo puede modificar roles que usted tiene.",
    en: "You can only change roles you hold.",
  },
  system_profile_privilege_forbidden: {
    status: 403,
    es: "No puede dar a un rol privilegios que usted no tiene en los módulos donde se usa.",
    en: "You cannot give a role privileges you lack on the modules where it is used.",
  },
  user_group_forbidden: {
    status: 403,
    es: "Solo puede asignar grupos a los que usted pertenece.",
    en: "You can only assign groups you belong to.",
  },
  user_profile_forbidden: {
    status: 403,
    es: "No puede asignar un rol con privilegios que usted no tiene en el grupo.",
    en: "You cannot assign a role with privileges you lack in the group.",
  },
  user_region_not_granted: {
    status: 403,
    es: "La región del usuario debe ser una de las que otorgan sus grupos.",
    en: "The user's region must be one their groups grant.",
  },
  user_root_required: {
    status: 403,
    es: "Solo un usuario root puede crear o modificar usuarios root.",
    en: "Only a root user may create or change root users.",
  },
  user_target_forbidden: {
    status: 403,
    es: "Solo puede modificar usuarios cuyos grupos y roles estén dentro de sus permisos.",
    en: "You can only change users whose groups and roles are within your own permissions.",
  },
  group_not_found: {
    status: 404,
    es: "No existe Grupo",
    en: "The group does not exist",
  },
  module_not_found: {
    status: 404,
    es: "No existe el módulo.",
    en: "The module does not exist.",
  },
  profile_not_found: {
    status: 404,
    es: "No existe el rol.",
    en: "The role does not exist.",
  },
  user_not_found: {
    status: 404,
    es: "Usuario no encontrado, por favor verifique y vuelva a intentar",
    en: "User not found, please check and try again",
  },
  user_group_duplicated: {
    status: 409,
    es: "Ya se agregó el grupo para este usuario.",
    en: "The group was already added for this user.",
  },
  system_group_existing_users: {
    status: 409,
    es: "El grupo posee usuarios asignados.",
    en: "The group has users assigned.",
  },
  system_group_name_exists: {
    status: 409,
    es: "Ya existe un grupo con ese nombre.",
    en: "A group with that name already exists.",
  },
  system_group_profile_in_use: {
    status: 409,
    es: "Hay usuarios con ese rol en el grupo; reasígnelos antes de quitarlo.",
    en: "Users hold that role in the group; reassign them before removing it.",
  },
  system_module_name_exists: {
    status: 409,
    es: "Ya existe un módulo con ese nombre.",
    en: "A module with that name already exists.",
  },
  system_profile_existing_users: {
    status: 409,
    es: "El rol está asignado a usuarios.",
    en: "The role is assigned to users.",
  },
  system_profile_name_exists: {
    status: 409,
    es: "Ya existe un rol con ese nombre.",
    en: "A role with that name already exists.",
  },
  user_email_exists: {
    status: 409,
    es: "El correo seleccionado ya existe.",
    en: "The chosen e-mail already exists.",
  },
  user_last_root: {
    status: 409,
    es: "No se puede quitar, desactivar ni eliminar al último usuario root activo.",
    en: "The last active root user cannot be demoted, deactivated or deleted.",
  },
  user_self_action: {
    status: 409,
    es: "No puede eliminar ni desactivar su propio usuario.",
    en: "You cannot delete or deactivate your own user.",
  },
  user_self_credentials: {
    status: 403,
    es: "Su propia contraseña y su correo se cambian desde Mi perfil, con su contraseña actual.",
    en: "Change your own password and e-mail from My profile, with your current password.",
  },
});
