// The production sheet's buttons: 'Export CSV' (the rows as shown, a file named after the date and
// meal) and 'Print' (the sheet alone: the console's navigation, the filters and these buttons are
// left off the paper by the print rules).
import { Button, Flex } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { productionCsv, productionFileName, productionRows } from '../production-format';
import styles from './production.module.css';
import type { ProductionToolbar_sheet$key } from './__generated__/ProductionToolbar_sheet.graphql';
import { saveCsv } from '@freshmeals/ui/download';

export function ProductionToolbar({ sheet }: { sheet: ProductionToolbar_sheet$key }) {
  const data = useFragment(
    graphql`
      fragment ProductionToolbar_sheet on ProductionSheet {
        date
        meal
        lines {
          categoryType
          dishName
          meals
          proteinPortions
          snacks
          drinks
        }
      }
    `,
    sheet,
  );
  return (
    <Flex gap={8} wrap align="center" className={styles.toolbar}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={data.lines.length === 0}
        onClick={() => saveCsv(productionFileName(data.date, data.meal), productionCsv(data.date, data.meal, productionRows(data.lines)))}
      >
        Export CSV
      </Button>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
        Print
      </Button>
    </Flex>
  );
}
