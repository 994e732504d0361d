// The BookNook design system. Importing this package applies the one global stylesheet; it is a
// module-federation singleton, so the stylesheet is injected once however many apps use it.
import './styles/global.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './components/Button';
export { Field, type FieldProps, type FieldControlProps } from './components/Field';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Modal, type ModalProps } from './components/Modal';
export { ModalFormActions, type ModalFormActionsProps } from './components/ModalFormActions';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Loading, type LoadingProps } from './components/Loading';
export { ErrorMessage, StatusMessage } from './components/ErrorMessage';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { Logo } from './components/Logo';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Tabs, type Tab, type TabsProps } from './components/Tabs';
export { LoginForm, type LoginFormProps } from './components/LoginForm';
export { StandaloneHost, renderStandalone, type StandaloneHostProps, type RemoteAppComponent } from './components/StandaloneHost';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useObjectUrl } from './hooks/useObjectUrl';
export { useLoginForm, type LoginFormOptions, type LoginFormState } from './hooks/useLoginForm';
export { SearchIcon, BellIcon, PenIcon, ChevronDownIcon } from './icons';
export { default as defaultProfilePictureUrl } from './assets/default-profile-picture.png';
export { useAsyncData, type AsyncData } from './hooks/useAsyncData';
export * from './book';
export * from './shelves';
