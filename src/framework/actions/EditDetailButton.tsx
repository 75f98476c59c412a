import EditIcon from '@mui/icons-material/Edit';
import { ShowButton, useCanAccess, useResourceContext } from 'react-admin';

/**
 * The grid's edit action (spec 01 §2.6: the list path + /{id}/detail), for roles with EDIT.
 * react-admin's ShowButton builds /{id}/show, which the resource's routes forward to /{id}/detail.
 */
export const EditDetailButton = () => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (canAccess !== true) return null;
  return <ShowButton label="grid.edit" icon={<EditIcon />} />;
};
