import { Outlet } from "react-router-dom";
import { DataProviders } from "./data-providers";

export default function DataLayout() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}
