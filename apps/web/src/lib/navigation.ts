// Lets code outside React (the API client) move the router; the router registers itself at start.
type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => {
  window.location.assign(path);
};

export function setNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

export function navigate(path: string): void {
  navigateTo(path);
}
