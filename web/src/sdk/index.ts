/**
 * The web SDK plugins build against (`plugins/<id>/web/index.tsx`):
 *
 *   import { defineWebPlugin } from '../../../web/src/sdk';
 *   export default defineWebPlugin({ id: 'questions', routes: [...], slots: [fill(HeaderNavSlot, NavLink)] });
 */
export { defineSlot, fill, type FillProps, type SlotContext, type SlotFill, type WebSlot } from './define-slot';
export { lazyFill } from './lazy-fill';
export { loadPluginTexts, withPluginTexts } from './load-plugin-texts';
export { AdminMenuSlot, AdminSettingsMenuSlot, AdminUserSlot, type AdminUserContext, FooterSlot, HeaderNavSlot, HeaderRightSlot, HeaderSearchSlot, HomeMainSlot, HomeSidebarSlot, ThemeSlot, UserSettingsMenuSlot } from './shell-slots';
export {
  defineWebPlugin,
  i18nNamespace,
  type PluginRouteLayout,
  type WebPlugin,
  type WebPluginLocales,
  type WebPluginRoute,
  type WebPluginSettingsPage,
} from './define-web-plugin';
export type { GuardName } from '../guards/guard-rules';
export { useCurrentUser, useSiteInfo } from '../app/atoms';
export { effectiveColorScheme } from '../app/color-scheme';
export { useTranslation } from '../i18n/use-translation';
export { api, adminApi, apiKey, adminKey } from '../api/client';
export { requestStream, API_BASE } from '../api/request';
export { usePermission } from '../api/use-permission';
export { FieldErrors, ApiError, isFieldErrors } from '../api/api-error';
export { Slot } from '../plugin-host/slot';
export { usePageTitle } from '../components/page-title';
export { Pagination } from '../components/pagination';
export { OrderTabs } from '../components/order-tabs';
export { RelativeTime } from '../components/relative-time';
export { SchemaForm, type SchemaFormProps } from './schema-form';
export { toast } from '../components/toast-store';
export { requireLogin } from '../components/login-modal';
export { useCaptchaFlow, CaptchaCancelled } from '../components/captcha-flow';
export type { CaptchaAnswer } from '../components/captcha';
export { confirmModal, showErrorModal } from '../components/modal-store';
export { Modal } from '../components/modal';
export { Avatar } from '../components/avatar';
export { SearchIcon } from '../components/icons';
export { Loading } from '../components/loading';
export { ErrorPage } from '../components/error-page';
export { TextField } from '../components/text-field';
export { useForm } from '../components/use-form';
export { accountState } from '../guards/account-state';
export { formatCount } from '../format/count';
export { ensureMember } from '../components/ensure-member';
// the editor and the schema form load on first render (their own chunks): importing the SDK stays cheap
export { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';
export { PostHtml } from '../components/editor/post-html';
export { readDraft, useDraft, type ServerDraftOptions } from '../components/editor/use-draft';
export type { DraftStamp } from '../components/editor/server-draft';
export { useLeaveWarning } from '../components/editor/leave-guard';
export { Count } from '../components/relative-time';
