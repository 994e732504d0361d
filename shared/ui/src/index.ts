// The BookNook design system: components, book display components and display rules, none of
// which calls the API (book features that do are @booknook/features). Compiled into every app
// that uses it (tree-shaken), not shared at runtime. The global stylesheet (tokens, base styles and the classes of these components) is not
// imported here: the page's host (the shell, or a remote's standalone dev host) applies it once with
// `import '@booknook/ui/global.css'`, so a remote's copy cannot inject it again and reorder the
// cascade. A component added later brings its own stylesheet, so it works under an older shell.

export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './components/Button';
export { BackButton } from './components/BackButton';
export type { FieldProps, FieldControlProps } from './components/Field';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Modal, type ModalProps } from './components/Modal';
export { ModalFormActions, type ModalFormActionsProps } from './components/ModalFormActions';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { StarRatingInput, type StarRatingInputProps } from './components/StarRatingInput';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Loading, NOT_AVAILABLE_OFFLINE, type LoadingProps } from './components/Loading';
export { DateTime, type DateTimeProps } from './components/DateTime';
export { ErrorMessage, StatusMessage } from './components/ErrorMessage';
export { announce, LiveAnnouncer } from './announce/LiveAnnouncer';
export { InvalidFieldFocus } from './announce/InvalidFieldFocus';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { Logo } from './components/Logo';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Tabs, type Tab, type TabsProps } from './components/Tabs';
export { LoginForm, type LoginFormProps, type LoginFormFields } from './components/LoginForm';
export { FailureMessage, type FailureMessageProps } from './components/FailureMessage';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useObjectUrl } from './hooks/useObjectUrl';
export { useTimedMessage } from './hooks/useTimedMessage';
export { usePageTitle, useTitlePrefix } from './hooks/usePageTitle';
export { useOnline } from './offline/useOnline';
export { OfflineBanner } from './offline/OfflineBanner';
export { applyTheme, forgetTheme, storedTheme } from './theme/theme';
export { useTokenColours } from './theme/useTokenColours';
export { SearchIcon, BellIcon, PenIcon, ChevronDownIcon } from './icons';
export { default as defaultProfilePictureUrl } from './assets/default-profile-picture.png';
export * from './book';
export * from './paging';
export { PLAIN_LIST } from './components/plainList';
